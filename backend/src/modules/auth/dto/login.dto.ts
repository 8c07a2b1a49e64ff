import { EmailField, PasswordField } from '../../../common/account-fields.js';

export class LoginDto {
  @EmailField() email!: string;
  @PasswordField() password!: string;
}
