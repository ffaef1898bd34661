import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { addressText, breakableText, observeOnly } from './index-table';

/** The joints a text may break after: each is followed by a <wbr> in a fragment of its own. */
const jointsOf = (text: string) => {
  const node = breakableText(text);
  return Array.isArray(node) ? node.filter((part) => isValidElement(part)).length : 0;
};

describe('breakableText', () => {
  it('keeps numbers and dates whole', () => {
    expect(breakableText('12/20/2026')).toBe('12/20/2026');
    expect(breakableText('$1,234.50')).toBe('$1,234.50');
  });

  it("breaks after an identifier's joints", () => {
    // The dot before 29 reads as a number's, so it stays: store. student.29@ campus. example
    expect(jointsOf('store.student.29@campus.example')).toBe(3);
    expect(jointsOf('Apply price TL-1011-KIT on 12/20/2026')).toBe(2);
    expect(jointsOf('/orders/#1001')).toBe(2);
  });
});

describe('observeOnly', () => {
  /** An observer that writes down what it was asked. */
  const recorder = () => {
    const calls: string[] = [];
    return {
      calls,
      observe: (cell: string) => calls.push(`observe ${cell}`),
      unobserve: (cell: string) => calls.push(`unobserve ${cell}`),
    };
  };

  it('observes each new header cell once', () => {
    const observer = recorder();
    const first = observeOnly(observer, new Set(), ['a', 'b']);
    expect(observeOnly(observer, first, ['a', 'b'])).toEqual(new Set(['a', 'b']));
    expect(observer.calls).toEqual(['observe a', 'observe b']);
  });

  it('lets go of the cells a tab removed and observes the ones it added', () => {
    const observer = recorder();
    const now = observeOnly(observer, new Set(['a', 'b', 'c']), ['a', 'd']);
    expect(now).toEqual(new Set(['a', 'd']));
    expect(observer.calls).toEqual(['unobserve b', 'unobserve c', 'observe d']);
  });

  it('lets go of every cell when the header is gone', () => {
    const observer = recorder();
    expect(observeOnly(observer, new Set(['a']), [])).toEqual(new Set());
    expect(observer.calls).toEqual(['unobserve a']);
  });
});

describe('addressText', () => {
  it('breaks an e-mail only after its @, each side whole', () => {
    const node = addressText('admin@shop.example');
    expect(isValidElement(node)).toBe(true);
    const parts = isValidElement<{ children: unknown[] }>(node) ? node.props.children : [];
    expect(parts.map((part) => (isValidElement<{ children?: unknown }>(part) ? (part.props.children ?? '<wbr>') : part))).toEqual([
      'admin@',
      '<wbr>',
      'shop.example',
    ]);
  });

  it('leaves a text without an address as it is', () => {
    expect(addressText('Console')).toBe('Console');
  });
});
