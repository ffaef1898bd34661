import { Anchor, Modal, type ModalProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * A link that opens a modal whose content mounts only while it is open (so its queries run only
 * then), e.g. 'View import results' after an upload.
 */
export function LinkModal({
  label,
  title,
  size = 'lg',
  children,
}: {
  label: string;
  title: string;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={modal.open}>
        {label}
      </Anchor>
      <Modal opened={opened} onClose={modal.close} title={title} size={size}>
        {opened && children}
      </Modal>
    </>
  );
}
