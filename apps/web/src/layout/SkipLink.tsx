import classes from './SkipLink.module.css';

export const mainContentId = 'main-content';

/** Lets a keyboard user jump over the top bar and the menu straight to the screen. */
export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${mainContentId}`}>
      Skip to content
    </a>
  );
}
