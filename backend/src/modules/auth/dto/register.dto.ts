import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { LoginDto, trimmed } from './login.dto.js';

export class RegisterDto extends LoginDto {
  @ApiProperty()
  @Transform(trimmed)
  @IsString({ message: 'First name is required' })
  @MinLength(1, { message: 'First name is required' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName!: string;

  @ApiProperty()
  @Transform(trimmed)
  @IsString({ message: 'Last name is required' })
  @MinLength(1, { message: 'Last name is required' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName!: string;

  @ApiPropertyOptional({ description: 'Token from an invite link' })
  @IsOptional()
  @IsString({ message: 'Invalid invite token' })
  @MaxLength(200, { message: 'Invalid invite token' })
  inviteToken?: string;
}
