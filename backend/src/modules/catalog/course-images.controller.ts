import { Controller, Delete, Get, Header, Param, Put, Req, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { multipartFileReader } from '../../common/uploads/multipart-file.js';
import { IMAGE_UPLOAD_RULES } from '../../common/uploads/upload-policy.js';
import { CourseImagesService } from './course-images.service.js';
import { CourseDetailDto } from './dto/course.dto.js';

const courseId = () => new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found');

@ApiTags('course-admin')
@Controller()
export class CourseImagesController {
  constructor(private readonly images: CourseImagesService) {}

  @Roles('admin')
  @Put('courses/:id/image')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: CourseDetailDto, description: 'The picture, cropped to a 640×360 card and a 1600×900 hero, is the course image' })
  @ApiBadRequestResponse({ description: `Not a picture the upload rules accept. ${IMAGE_UPLOAD_RULES}` })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such course' })
  uploadCourseImage(@Param('id', courseId()) id: number, @Req() request: FastifyRequest): Promise<CourseDetailDto> {
    return this.images.replace(id, multipartFileReader(request));
  }

  @Roles('admin')
  @Delete('courses/:id/image')
  @ApiOkResponse({ type: CourseDetailDto, description: 'The course image is removed' })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such course' })
  removeCourseImage(@Param('id', courseId()) id: number): Promise<CourseDetailDto> {
    return this.images.remove(id);
  }

  @Public()
  @Get('course-images/:file')
  // A new picture gets a new address, so an address never changes what it shows.
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @ApiOkResponse({ description: 'One size of a course image (WebP)' })
  @ApiNotFoundResponse({ description: 'No such image' })
  async courseImage(@Param('file') file: string): Promise<StreamableFile> {
    const data = await this.images.read(file);
    return new StreamableFile(data, { type: 'image/webp', length: data.length });
  }
}
