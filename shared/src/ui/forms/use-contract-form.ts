import { useEffect, useMemo, type BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorText, fieldErrors, notify } from '@thrive/shared';
import { firstMessageUnder, recheckedPaths, type FieldMessage } from './error-paths';

export interface ContractFormOptions<Values extends FieldValues, Input> {
  /** The contract's schema: what the form sends must pass it, with the messages the server gives. */
  schema: z.ZodType<Input>;
  /** What the fields hold when the form opens. */
  defaultValues: DefaultValues<Values>;
  /**
   * From what the gardener typed to what the contract takes (blanks left out, units applied);
   * the schema checks the result and its field names are the form's. Default: as typed.
   */
  toInput?: (values: Values) => unknown;
}

export interface SubmitOptions {
  /**
   * What a refused save shows besides each field's message; default a toast with the server's
   * message (SPEC §8). The input stays as typed either way.
   */
  onRefused?: (error: unknown) => void;
}

export interface ContractForm<Values extends FieldValues, Input> extends UseFormReturn<
  Values,
  unknown,
  Input
> {
  /**
   * The <form>'s onSubmit: checks every field with the contract (the first wrong one takes the
   * focus), then saves the checked input. A refusal shows the server's messages under their
   * fields and keeps what was typed.
   */
  submitWith: (
    save: (input: Input) => Promise<void>,
    options?: SubmitOptions,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * The message shown under a field, if it has one: the first at or under it, since the
   * contract and the server may name a part of a field ('MaxHeight.Max', 'Symptoms.0').
   */
  errorOf: (name: Path<Values> | 'root') => string | undefined;
  /** The same, with its kind: 'server' for a refused save's, else the contract's rule. */
  messageOf: (name: Path<Values> | 'root') => FieldMessage | undefined;
  /** Shows a refused save's messages under their fields (the first takes the focus). */
  showRefusal: (error: unknown) => void;
}

/** The default toInput, one function for every render so the resolver is made once. */
const asTyped = (values: unknown) => values;

/** How the recheck runs the resolver: as react-hook-form would, without native validation. */
const RECHECK = { fields: {}, shouldUseNativeValidation: false } as const;

/**
 * One form over a contract: react-hook-form, checked by the contract's zod schema (the same
 * messages the server gives). Messages appear on Save. Every message shown is checked again on
 * every change, so it goes as soon as it is right (a message that stayed red after the field
 * was put right would read as still wrong), also when another field put it right (an address
 * for a missing ZIP code); a field without one gets none while the gardener types: that waits
 * for the next Save. A server's message goes when its own field changes.
 */
export function useContractForm<Values extends FieldValues, Input>({
  schema,
  defaultValues,
  toInput = asTyped,
}: ContractFormOptions<Values, Input>): ContractForm<Values, Input> {
  // react-hook-form takes the latest resolver on every render, so an inline toInput (a closure
  // over the record being edited) is fine.
  const resolver = useMemo(() => contractResolver<Values, Input>(schema, toInput), [schema, toInput]);
  const form = useForm<Values, unknown, Input>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    // The recheck below replaces react-hook-form's own, which would add new messages as the
    // gardener types.
    reValidateMode: 'onSubmit',
  });

  const { subscribe, getErrors, getValues, setError, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!name) return;
          const rechecked = recheckedPaths(getErrors() as FieldErrors, name);
          if (rechecked.length === 0) return;
          void Promise.resolve(resolver(getValues(), undefined, RECHECK)).then(({ errors }) => {
            for (const path of rechecked) {
              const message = (get(errors, path) as { message?: string } | undefined)?.message;
              if (message) setError(path as Path<Values>, { type: 'contract', message });
              else clearErrors(path as Path<Values>);
            }
          });
        },
      }),
    [subscribe, getErrors, getValues, setError, clearErrors, resolver],
  );

  const showRefusal = (error: unknown) => {
    const messages = Object.entries(fieldErrors(error));
    for (const [field, message] of messages) setError(field as Path<Values>, { type: 'server', message });
    // The whole field takes the focus, also when the message names a part of it; a name the
    // form does not know focuses nothing.
    const first = messages[0]?.[0].split('.')[0];
    if (first) form.setFocus(first as Path<Values>);
  };

  const submitWith: ContractForm<Values, Input>['submitWith'] = (save, options = {}) =>
    form.handleSubmit(async (input) => {
      try {
        await save(input);
      } catch (error) {
        showRefusal(error);
        if (options.onRefused) options.onRefused(error);
        else notify({ message: errorText(error), variant: 'error' });
      }
    });

  const messageOf = (name: Path<Values> | 'root') => firstMessageUnder(get(form.formState.errors, name));
  const errorOf = (name: Path<Values> | 'root') => messageOf(name)?.message;

  return { ...form, submitWith, errorOf, messageOf, showRefusal };
}

/** The contract's check of the form's values, after they are turned into the contract's input. */
function contractResolver<Values extends FieldValues, Input>(
  schema: z.ZodType<Input>,
  toInput: (values: Values) => unknown,
): Resolver<Values, unknown, Input> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Input>;
  return (values, context, options) =>
    check(toInput(values) as FieldValues, context, options as never) as ReturnType<
      Resolver<Values, unknown, Input>
    >;
}
