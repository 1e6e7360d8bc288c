// What the second factor offers the account and the admin panel: the authenticator app's setup
// step, its section for one's own account and its code field, and the password confirmation a
// sensitive change asks for.
export { usePasswordConfirmation } from './PasswordConfirmation.tsx';
export { CodeForm, SecondFactorSection } from './SecondFactorSection.tsx';
export { SecondFactorSetupStep } from './SecondFactorSetupStep.tsx';
