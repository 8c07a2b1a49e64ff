import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { DownloadInputDto } from './dto/download-input.dto.js';
import { DownloadDto } from './dto/download.dto.js';
import { DownloadsService } from './downloads.service.js';

@ApiTags('downloads')
@Controller('downloads')
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @Get()
  @ApiOkResponse({ type: [DownloadDto], description: 'The download library (signed-in users)' })
  async listDownloads(): Promise<DownloadDto[]> {
    return (await this.downloads.list()).map(DownloadDto.from);
  }

  @Roles('admin')
  @Post()
  @ApiOkResponse({ type: DownloadDto })
  @ApiForbiddenResponse({ description: 'Admins only' })
  async createDownload(@Body() body: DownloadInputDto): Promise<DownloadDto> {
    return DownloadDto.from(await this.downloads.create(body));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOkResponse({ type: DownloadDto })
  @ApiForbiddenResponse({ description: 'Admins only' })
  async updateDownload(@Param('id', ParseIntPipe) id: number, @Body() body: DownloadInputDto): Promise<DownloadDto> {
    return DownloadDto.from(await this.downloads.update(id, body));
  }

  /** The admin's client deletes with POST …/delete (docs/product-rules.md#downloads). */
  @Roles('admin')
  @Post(':id/delete')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ description: 'Admins only' })
  deleteDownload(@Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.downloads.delete(id);
  }
}
