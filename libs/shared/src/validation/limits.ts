/** Upper bounds on free-text fields, so one request cannot fill the database. */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  boutiqueName: 100,
  address: 300,
  password: 128,
} as const;
