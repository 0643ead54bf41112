import { helpCenterSsoSchema } from '@backstage/domain';
import { signInFormSchema } from '@/lib/sign-in-schema';

/** The help-centre sign-in's optional product fields: the rules `POST zendesk/sso` applies to them. */
export const helpCentreProductSchema = helpCenterSsoSchema.pick({ product: true, serialCode: true });

/** Signed out, the form signs in first: e-mail and password as the sign-in page checks them, then the product. */
export const helpCentreSignInSchema = signInFormSchema.extend(helpCentreProductSchema.shape);
