import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { DownloadInputDto } from './dto/download-input.dto.js';
import { DownloadDto } from './dto/download.dto.js';
import { DownloadsService } from './downloads.service.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';

@ApiTags('downloads')
@Controller('downloads')
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @TokenScope('catalog:read')
  @Get()
  @ApiOperation({ summary: 'List downloads', description: 'The download library, for every signed-in user.' })
  @ApiOkResponse({ type: [DownloadDto], description: 'The download library (signed-in users)' })
  async listDownloads(): Promise<DownloadDto[]> {
    return (await this.downloads.list()).map(DownloadDto.from);
  }

  @TokenScope('catalog:write')
  @Roles('admin')
  @Post()
  @ApiOperation({
    summary: 'Add a download',
    description: 'Adds a download to the library; title, file URL, file type and file name are required.',
  })
  @ApiBadRequestResponse({ description: 'Please fill in all required fields.' })
  @ApiOkResponse({ type: DownloadDto })
  @ApiForbiddenResponse({ description: 'Admins only' })
  async createDownload(@Body() body: DownloadInputDto): Promise<DownloadDto> {
    return DownloadDto.from(await this.downloads.create(body));
  }

  @TokenScope('catalog:write')
  @Roles('admin')
  @Put(':id')
  @ApiOperation({
    summary: 'Update a download',
    description: "Replaces the download's fields; a stored file it no longer points at is deleted when nothing else uses it.",
  })
  @ApiBadRequestResponse({ description: 'Please fill in all required fields.' })
  @ApiNotFoundResponse({ description: 'Download not found' })
  @ApiOkResponse({ type: DownloadDto })
  @ApiForbiddenResponse({ description: 'Admins only' })
  async updateDownload(
    @Param('id', new ParseRowIdPipe(ErrorCode.DOWNLOAD_NOT_FOUND, 'Download not found')) id: number,
    @Body() body: DownloadInputDto,
  ): Promise<DownloadDto> {
    return DownloadDto.from(await this.downloads.update(id, body));
  }

  /** The admin's client deletes with POST …/delete (docs/product-rules.md#downloads). */
  @TokenScope('catalog:write')
  @Roles('admin')
  @Post(':id/delete')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a download',
    description: 'Removes the download from the library (POST, as the admin app calls it); its stored file goes when nothing else uses it.',
  })
  @ApiNotFoundResponse({ description: 'Download not found' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ description: 'Admins only' })
  deleteDownload(@Param('id', new ParseRowIdPipe(ErrorCode.DOWNLOAD_NOT_FOUND, 'Download not found')) id: number): Promise<void> {
    return this.downloads.delete(id);
  }
}
