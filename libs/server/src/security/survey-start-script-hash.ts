import { createHash } from 'node:crypto';
import { surveyStartScript } from '@bridal/shared/web/survey-start';

/**
 * The CSP source that allows the one inline script the pages carry (a survey link's opening) by
 * its hash, and no other inline script.
 */
export const surveyStartScriptHash = `'sha256-${createHash('sha256').update(surveyStartScript).digest('base64')}'`;
