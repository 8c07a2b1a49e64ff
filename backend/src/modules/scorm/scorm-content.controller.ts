import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/decorators/public.decorator.js';
import { CONTENT_HEADERS, ScormContentService } from './scorm-content.service.js';

@ApiTags('scorm')
@Public()
@Controller()
export class ScormContentController {
  constructor(private readonly content: ScormContentService) {}

  @Get('scorm-content/:token/*')
  @ApiOperation({
    summary: "A file of a SCORM lesson's package",
    description:
      "Serves a package's file to the launch whose signed token leads its path (from the launch URL; relative URLs inside the package keep it). Sent with `Content-Security-Policy: sandbox allow-scripts allow-forms allow-popups`: the package runs in an opaque origin, away from the academy's cookies, storage and API. HTML documents get the SCORM API bridge first in their head.",
  })
  @ApiOkResponse({ description: 'The file' })
  @ApiBadRequestResponse({ description: 'SCORM_UNSAFE_PATH: the path leaves the package' })
  @ApiForbiddenResponse({ description: 'SCORM_CONTENT_FORBIDDEN: the token is forged or expired: reopen the lesson' })
  @ApiNotFoundResponse({ description: 'SCORM_FILE_NOT_FOUND: no such file in the package (or the package was replaced)' })
  @ApiParam({ name: 'path', type: String, description: "The file's path inside the package (it may have several segments)" })
  async getScormContent(
    @Param('token') token: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    // Fastify's wildcard: the rest of the path, decoded.
    const file = await this.content.file(token, (request.params as Record<string, string | undefined>)['*'] ?? '');
    void reply
      .removeHeader('x-frame-options')
      .headers(CONTENT_HEADERS)
      .header('Content-Type', file.contentType)
      .header('Content-Length', String(file.length))
      .header('Cache-Control', file.cacheControl);
    return file.body;
  }

  @Get('scorm-bridge.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @Header('Cross-Origin-Resource-Policy', 'cross-origin')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({
    summary: 'The SCORM API bridge for package content',
    description:
      "scorm-again's CrossFrameAPI, which a package's HTML documents load: it gives the SCO `window.API` (SCORM 1.2) or `window.API_1484_11` (2004) and relays its calls to the lesson page by postMessage.",
  })
  @ApiOkResponse({ description: 'JavaScript' })
  getScormBridge(): Promise<Buffer> {
    return this.content.bridgeScript();
  }
}
