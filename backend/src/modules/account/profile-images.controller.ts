import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator.js';
import { ProfileImagesService } from './profile-images.service.js';

@ApiTags('account')
@Controller('profile-images')
export class ProfileImagesController {
  constructor(private readonly profileImages: ProfileImagesService) {}

  @Public()
  @Get(':id')
  // A new picture gets a new id, so an address never changes what it shows.
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @ApiOkResponse({ description: 'The picture (WebP)' })
  @ApiNotFoundResponse({ description: 'No such picture' })
  async profileImage(@Param('id') id: string): Promise<StreamableFile> {
    const image = await this.profileImages.read(id);
    return new StreamableFile(image.data, { type: image.contentType, length: image.data.length });
  }
}
