/** The operator password the tests give OPS_PASSWORD when they need the operator tools. */
export const opsPassword = 'veil-and-lace-operators';

/** An HTTP Basic authorization header, as a browser sends it after the 401 challenge. */
export const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

/** The operator's own credential. */
export const operator = basic('ops', opsPassword);
