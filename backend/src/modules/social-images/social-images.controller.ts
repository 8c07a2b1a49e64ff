import { Controller, Get, Headers, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/public.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { SocialImagesService, type SocialImage } from './social-images.service.js';

// Any query parameter is accepted and ignored: `v` only makes link previews fetch a changed image again.
const VERSION_QUERY = {
  name: 'v',
  type: String,
  required: false,
  description: 'The version in the address from the page; any value gets the current image',
};
const PNG_RESPONSE = { description: 'A 1200×630 PNG for link previews', schema: { type: 'string', format: 'binary' } } as const;
const NOT_MODIFIED = { status: 304, description: 'The copy named by If-None-Match is current' };

/**
 * A course's: a day (the `v` of the page's address changes with the content, and the ETag revalidates
 * old copies cheaply). A certificate's: every use asks again (a 304 while it is unchanged), so no
 * cache keeps showing one that has since been revoked.
 */
function send(reply: FastifyReply, image: SocialImage, cacheControl = 'public, max-age=86400'): StreamableFile | undefined {
  reply.header('Cache-Control', cacheControl);
  reply.header('ETag', image.etag);
  if (!image.png) {
    reply.status(304);
    return undefined;
  }
  return new StreamableFile(image.png, { type: 'image/png', length: image.png.length });
}

@ApiTags('social-images')
@Controller()
export class SocialImagesController {
  constructor(private readonly images: SocialImagesService) {}

  @Public()
  @Get('courses/:id/social-image')
  @ApiOperation({
    summary: 'Get a course link preview',
    description:
      'The 1200×630 PNG that link previews show for a course open to visitors. Cached for a day; with If-None-Match it answers 304 while the image is unchanged.',
  })
  @ApiProduces('image/png')
  @ApiQuery(VERSION_QUERY)
  @ApiOkResponse(PNG_RESPONSE)
  @ApiResponse(NOT_MODIFIED)
  @ApiNotFoundResponse({ description: 'No such course, or not open to visitors' })
  async courseSocialImage(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    return send(reply, await this.images.course(id, ifNoneMatch));
  }

  // Public like the verification page: the code is a secret the learner chooses to share.
  @Public()
  @Get('certificates/:code/social-image')
  @ApiOperation({
    summary: 'Get a certificate link preview',
    description:
      'The 1200×630 PNG that link previews show for a valid certificate; a revoked one answers 404 like an unknown code. Caches must revalidate each use; with If-None-Match it answers 304 while the image is unchanged.',
  })
  @ApiProduces('image/png')
  @ApiQuery(VERSION_QUERY)
  @ApiOkResponse(PNG_RESPONSE)
  @ApiResponse(NOT_MODIFIED)
  @ApiNotFoundResponse({ description: 'No such certificate, or it has been revoked' })
  async certificateSocialImage(
    @Param('code') code: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    return send(reply, await this.images.certificate(code, ifNoneMatch), 'public, no-cache');
  }
}
