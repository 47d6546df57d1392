import type { LocaleMessages } from '../zh-CN';

/**
 * Signing in: the sign-in pages, the operator form, the return from the government SSO, and what the
 * login and change-password machines say.
 */
export const login: LocaleMessages['login'] = {
  welcome: 'Welcome to the Public Data Authorized Operation Platform of Jiangsu Province',
  lead: 'Choose the way of signing in that matches who you are',
  chooseLead: 'Choose your user type and we will guide you through signing in.',
  optionsLabel: 'Ways to sign in',
  corporateTitle: 'Legal-person users',
  corporateAction: 'Sign in as a legal person',
  corporateText:
    'Companies and other legal persons sign in through Jiangsu Government Services unified identity authentication to apply to enter data domains.',
  operatorTitle: 'Platform operators',
  operatorAction: 'Sign in as an operator',
  operatorText:
    'Reviewers, auditors, content editors and administrators sign in with an account, a password and an SMS verification code.',
  goingToSso: 'Going to unified identity authentication…',
  noAccount: 'Your organization has no unified identity authentication account yet?',
  register: 'Register',
  opensInNewTab: ' (opens in a new window)',
  sessionExpiredTitle: 'Session ended',
  sessionExpiredText:
    'Your session has ended or could not be verified. Please sign in again to continue.',
  operatorFormTitle: 'Platform operator sign-in',
  operatorFormLead:
    'Enter your account and password, then the SMS verification code sent to your registered mobile phone.',
  account: 'Account',
  password: 'Password',
  code: 'Verification code',
  accountPlaceholder: 'Enter your account',
  passwordPlaceholder: 'Enter your password',
  codePlaceholder: '6-digit SMS code',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  requestCode: 'Get code',
  sendingCode: 'Sending…',
  resendIn: 'Resend in {{seconds}} s',
  codeSent: 'A code has been sent to {{phone}}; it is valid for {{minutes}} minutes',
  submit: 'Sign in',
  signingIn: 'Signing in…',
  otherWays: 'Other ways to sign in',
  callbackProgress: 'Completing unified identity authentication, please wait…',
  callbackFailedTitle: 'Sign-in not completed',
  legalPersonOnlyTitle: 'Only legal persons can sign in',
  legalPersonOnlyText:
    'This unified identity authentication account does not belong to a legal person. Please sign in again with the account of a company or other legal person.',
  retry: 'Sign in again',
  redirecting: 'Signed in. Entering the platform…',
  forcedChangeTitle: 'Please change your password first',
  forcedChangeText:
    'You are using an initial password or one reset by an administrator. To keep your account secure, set a new password before you continue.',
  asideTitle: 'Unified sign-in',
  asideLead: 'One entrance for all public data authorized operation services',
  asideSso:
    'Legal-person users sign in with their Jiangsu Government Services unified identity authentication account; no separate registration is needed',
  asideSecurity:
    'Operators confirm each sign-in with an SMS verification code to keep accounts secure',
  asideService: 'Apply online to enter data domains and follow the review at any time',
  messages: {
    accountRequired: 'Enter your account',
    passwordRequired: 'Enter your password',
    codeRequired: 'Enter the verification code',
    codeNotRequested: 'Get an SMS verification code first',
    codeFormat: 'The verification code is 6 digits',
    codeWrong: 'The verification code is wrong; {{remaining}} tries left',
    codeAttemptsUsedUp: 'Too many wrong codes. Please get a new verification code',
    unexpected: 'The sign-in request could not be completed. Please try again later',
    ssoUnavailable:
      'Jiangsu Government Services unified identity authentication cannot be reached at the moment. Please try again later',
    legalPersonOnly: 'Only legal persons can sign in',
  },
  passwordPolicy:
    '{{min}} to {{max}} characters with letters, digits and symbols; no spaces, not containing the account name, and different from the current password',
  passwordProblems: {
    oldPasswordRequired: 'Enter your current password',
    newPasswordRequired: 'Enter a new password',
    length: 'The new password must be {{min}} to {{max}} characters long',
    whitespace: 'The new password must not contain spaces or other blank characters',
    characterKinds: 'The new password must contain letters, digits and symbols',
    containsAccount: 'The new password must not contain the account name',
    sameAsOld: 'The new password must differ from the current password',
    confirmRequired: 'Enter the new password again',
    confirmMismatch: 'The two new passwords do not match',
  },
};
