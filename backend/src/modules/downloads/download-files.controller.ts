import { Controller, Get, Header, Param, Post, Req, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { multipartFileReader } from '../../common/uploads/multipart-file.js';
import { attachmentHeader, UPLOAD_RULES } from '../../common/uploads/upload-policy.js';
import { viewerOf } from '../catalog/public/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { DownloadFilesService } from './download-files.service.js';
import { UploadedDownloadFileDto } from './dto/download.dto.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';

@ApiTags('downloads')
@Controller('download-files')
export class DownloadFilesController {
  constructor(private readonly files: DownloadFilesService) {}

  @TokenScope('catalog:write')
  @Roles('admin')
  @Post()
  @ApiOperation({
    summary: 'Upload a library file',
    description:
      'Stores a file for the download library (multipart field `file`): put the returned fileUrl, fileName and fileSize into a download. A file no download or lesson uses is removed after a day.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: UploadedDownloadFileDto, description: 'Stored; put fileUrl, fileName and fileSize into the download' })
  @ApiBadRequestResponse({ description: UPLOAD_RULES })
  @ApiForbiddenResponse({ description: 'Admins only' })
  uploadDownloadFile(@Req() request: FastifyRequest): Promise<UploadedDownloadFileDto> {
    return this.files.store(multipartFileReader(request));
  }

  @TokenScope('catalog:read')
  @Get(':id')
  @Header('Cache-Control', 'private, max-age=3600')
  @ApiOperation({
    summary: 'Download a library file',
    description:
      'A stored file, as an attachment, for signed-in users; a file used by lessons of a paid or restricted course goes only to their enrolled learners and admins.',
  })
  @ApiOkResponse({
    description:
      'The file, as an attachment: for signed-in users, and when lessons of a paid or restricted course use it, for their enrolled learners and admins',
  })
  @ApiNotFoundResponse({ description: 'No such file, or one you may not have' })
  async downloadFile(@CurrentUser() user: User, @Param('id') id: string): Promise<StreamableFile> {
    const file = await this.files.read(viewerOf(user)!, id);
    return new StreamableFile(file.data, {
      type: file.contentType,
      disposition: attachmentHeader(file.fileName),
      length: file.data.length,
    });
  }
}
