import { runRules } from '../../../shared/rules';
import { translateOr, type Translate } from '../i18n';

/** The part of an RJSF validation error we read and rewrite. */
export interface FormError {
  name?: string;
  message?: string;
  params?: Record<string, unknown>;
  property?: string;
  stack: string;
}

/**
 * RJSF/ajv messages in the user's language, worded like the server's (`errors.validation.<ajv keyword>` with the
 * ajv params `{{limit}}`, `{{format}}`…); formats get `engine.validation.formats.<format>` when there is one.
 */
export function makeTransformErrors(t: Translate) {
  return <E extends FormError>(errors: E[]): E[] =>
    errors.map((error) => {
      const params = { ...error.params };
      let key = `errors.validation.${error.name}`;
      if (error.name === 'format' && typeof params.format === 'string') {
        const specific = `engine.validation.formats.${params.format}`;
        if (translateOr(t, specific, '') !== '') key = specific;
      }
      const message = translateOr(t, key, error.message ?? '', params);
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
    });
}

type ErrorNode = { __errors?: string[]; addError?: (message: string) => void; [child: string]: unknown };

function nodeAt(root: ErrorNode, path: string): ErrorNode {
  let node = root;
  for (const part of path.split('.').filter(Boolean)) {
    let child = node[part] as ErrorNode | undefined;
    if (!child || typeof child !== 'object') {
      const created: ErrorNode = { __errors: [] };
      created.addError = (message: string) => created.__errors!.push(message);
      node[part] = created;
      child = created;
    }
    node = child;
  }
  return node;
}

/** RJSF `customValidate` running the resource's domain rules (src/shared/rules) with translated messages. */
export function makeCustomValidate(rules: string[] | undefined, t: Translate) {
  return <V>(formData: Record<string, unknown> | undefined, errors: V): V => {
    for (const failure of runRules(rules, formData ?? {})) {
      const node = nodeAt(errors as unknown as ErrorNode, failure.field);
      const message = translateOr(t, failure.message, failure.code);
      if (node.addError) node.addError(message);
      else node.__errors = [...(node.__errors ?? []), message];
    }
    return errors;
  };
}
