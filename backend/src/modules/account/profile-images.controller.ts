import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({
    summary: 'Get a profile picture',
    description: 'A profile picture (WebP). A new picture gets a new id, so the answer may be cached for good.',
  })
  @ApiOkResponse({ description: 'The picture (WebP)' })
  @ApiNotFoundResponse({ description: 'No such picture' })
  async profileImage(@Param('id') id: string): Promise<StreamableFile> {
    const image = await this.profileImages.read(id);
    return new StreamableFile(image.data, { type: image.contentType, length: image.data.length });
  }
}
