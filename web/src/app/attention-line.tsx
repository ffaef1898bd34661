import classes from './home-page.module.css';

/** The line Home reserves for the 'Needs action' counts while they load. */
export function AttentionLine() {
  return <div className={classes.attentionLine} aria-busy="true" />;
}
