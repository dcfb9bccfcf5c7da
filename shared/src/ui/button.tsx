import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Share the row's width with the other buttons on a phone. */
  grow?: boolean;
}

/** The dialogs' and forms' button: 44 px touch target, visible focus, one look everywhere. */
export function Button({
  variant = 'secondary',
  grow = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = [styles.button, variant !== 'secondary' && styles[variant], grow && styles.grow, className]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...props} />;
}
