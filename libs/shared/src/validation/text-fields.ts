import { string } from 'yup';
import { multiLineText } from './free-text';

/** How a text field is read: one line (names, subjects) unless `multiLine` (notes, messages). */
interface TextFieldKind {
  multiLine?: boolean;
}

const trimmedText = ({ multiLine = false }: TextFieldKind) =>
  (multiLine ? string().meta(multiLineText) : string()).trim();

/** A text she must give: `required` when empty, `tooLong` past `max` characters. */
export const requiredText = (required: string, max: number, tooLong: string, kind: TextFieldKind = {}) =>
  trimmedText(kind).required(required).max(max, tooLong);

/** A text she may leave empty (then ''): `tooLong` past `max` characters. */
export const optionalText = (max: number, tooLong: string, kind: TextFieldKind = {}) =>
  trimmedText(kind).default('').max(max, tooLong);
