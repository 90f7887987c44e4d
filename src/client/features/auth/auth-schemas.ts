import { LazySchema } from "../../forms/form-validation";

// The sign-in forms check what is typed with the shared schemas. The login screen's script budget
// (100 kB) has no room for zod, so the schemas and zod arrive in a chunk of their own while the visitor
// reads the form; a form submitted before it has arrived waits for it.
const authSchemas = () => import("../../../shared/api/auth");

export const loginSchema = new LazySchema(() => authSchemas().then((module) => module.LoginRequestSchema));
export const signupSchema = new LazySchema(() => authSchemas().then((module) => module.SignupRequestSchema));
export const verifyEmailSchema = new LazySchema(() =>
  authSchemas().then((module) => module.VerifyEmailRequestSchema),
);
export const forgotPasswordSchema = new LazySchema(() =>
  authSchemas().then((module) => module.ForgotPasswordRequestSchema),
);
