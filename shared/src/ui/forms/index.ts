// The form kit (DESIGN §3): every form with more than one field is a contract form.
export {
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
  type SubmitOptions,
} from './use-contract-form';
export type { FieldMessage } from './error-paths';
export { ReferenceSelect, SubmitButton, TextAreaField, TextField } from './contract-fields';
// A field's live value, for what the form shows beside it (the place a ZIP code gives). From
// here, so react-hook-form stays one copy, in this entry.
export { useWatch } from 'react-hook-form';
// For a control of its own (a date picker, a checkbox group): tied to the form by a controller.
export { Controller, useController } from 'react-hook-form';
