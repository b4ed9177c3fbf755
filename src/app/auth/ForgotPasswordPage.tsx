import { EmailRequestPage } from './EmailRequestPage';

/** /auth/forgot-password: POST /auth/reset-password { email } */
export default function ForgotPasswordPage() {
  return <EmailRequestPage endpoint="/auth/reset-password" texts="auth.forgotPassword" />;
}
