import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator.js';
import { CredentialsService } from './credentials.service.js';

/** The academy's did:web document (outside /api, where did:web resolvers look): the key that signs its credentials. */
@ApiExcludeController()
@Controller()
export class DidController {
  constructor(private readonly credentials: CredentialsService) {}

  @Public()
  @Get('.well-known/did.json')
  @Header('Content-Type', 'application/did+json')
  @Header('Cache-Control', 'public, max-age=3600')
  didDocument(): Promise<object> {
    return this.credentials.didDocument();
  }
}
