// The login form's resolver: zodResolver over the domain's LoginBody. Loaded by the login page
// just after it renders (see login-page.tsx), so zod is not part of the screen's initial JS.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@staff-console/domain';

export const loginResolver = zodResolver(LoginBody);
