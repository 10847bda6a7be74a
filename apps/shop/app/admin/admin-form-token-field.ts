// The form token's field name, shared by the server check and the forms.
export const FORM_TOKEN_FIELD = "_token";
