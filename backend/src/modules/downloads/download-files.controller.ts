import { Controller, Get, Header, Param, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { multipartFileReader } from '../../common/uploads/multipart-file.js';
import { attachmentHeader, UPLOAD_RULES } from '../../common/uploads/upload-policy.js';
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
  @ApiOkResponse({ description: 'The file, as an attachment (signed-in users)' })
  @ApiNotFoundResponse({ description: 'No such file' })
  async downloadFile(@Param('id') id: string): Promise<StreamableFile> {
    const file = await this.files.read(id);
    return new StreamableFile(file.data, { type: file.contentType, disposition: attachmentHeader(file.fileName), length: file.data.length });
  }
}
