import { Controller, Get, Header, Param, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { multipartFileReader } from '../../common/uploads/multipart-file.js';
import { attachmentHeader, UPLOAD_RULES } from '../../common/uploads/upload-policy.js';
import { viewerOf } from '../catalog/public/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { DownloadFilesService } from './download-files.service.js';
import { UploadedDownloadFileDto } from './dto/download.dto.js';

@ApiTags('downloads')
@Controller('download-files')
export class DownloadFilesController {
  constructor(private readonly files: DownloadFilesService) {}

  @Roles('admin')
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: UploadedDownloadFileDto, description: 'Stored; put fileUrl, fileName and fileSize into the download' })
  @ApiBadRequestResponse({ description: UPLOAD_RULES })
  @ApiForbiddenResponse({ description: 'Admins only' })
  uploadDownloadFile(@Req() request: FastifyRequest): Promise<UploadedDownloadFileDto> {
    return this.files.store(multipartFileReader(request));
  }

  @Get(':id')
  @Header('Cache-Control', 'private, max-age=3600')
  @ApiOkResponse({ description: 'The file, as an attachment: for signed-in users, and when lessons of a paid or restricted course use it, for their enrolled learners and admins' })
  @ApiNotFoundResponse({ description: 'No such file, or one you may not have' })
  async downloadFile(@CurrentUser() user: User, @Param('id') id: string): Promise<StreamableFile> {
    const file = await this.files.read(viewerOf(user)!, id);
    return new StreamableFile(file.data, { type: file.contentType, disposition: attachmentHeader(file.fileName), length: file.data.length });
  }
}
