// The account a name signs in as at Demo-ID: any name is one, and its address is the name when
// that is an address, else `<name>@demo-id.example`, vouched for. The sign-in and consent pages
// show the same address the ID token will carry.

/** The claims of the account a name signs in as. */
export function demoIdClaims(name: string): {
  sub: string;
  email: string;
  email_verified: true;
  name: string;
} {
  const login = name.trim();
  const email = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(login)
    ? login.toLowerCase()
    : `${encodeURIComponent(login.toLowerCase())}@demo-id.example`;
  return { sub: login, email, email_verified: true, name: login };
}
