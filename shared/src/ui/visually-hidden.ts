import styles from './visually-hidden.module.css';

/** The class of text that screen readers read and the page does not show. */
export const visuallyHidden = styles.visuallyHidden;
