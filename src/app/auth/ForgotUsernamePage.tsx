import { EmailRequestPage } from './EmailRequestPage';

/** /auth/forgot-username: POST /auth/remember-username { email } */
export default function ForgotUsernamePage() {
  return <EmailRequestPage endpoint="/auth/remember-username" texts="auth.forgotUsername" />;
}
