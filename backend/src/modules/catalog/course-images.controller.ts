import { Controller, Delete, Get, Header, Param, Put, Req, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { multipartFileReader } from '../../common/uploads/multipart-file.js';
import { IMAGE_UPLOAD_RULES } from '../../common/uploads/upload-policy.js';
import { CourseImagesService } from './course-images.service.js';
import { CourseDetailDto } from './dto/course.dto.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';

const courseId = () => new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found');

@ApiTags('course-admin')
@Controller()
export class CourseImagesController {
  constructor(private readonly images: CourseImagesService) {}

  @TokenScope('catalog:write')
  @Roles('admin')
  @Put('courses/:id/image')
  @ApiOperation({
    summary: 'Upload a course image',
    description:
      'A JPEG, PNG or WebP picture (multipart field `file`) becomes the course image: cropped to 16:9 and stored as a 640×360 card and a 1600×900 hero (WebP, metadata stripped), at new addresses. The previous sizes are deleted.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: CourseDetailDto, description: 'The picture, cropped to a 640×360 card and a 1600×900 hero, is the course image' })
  @ApiBadRequestResponse({ description: `Not a picture the upload rules accept. ${IMAGE_UPLOAD_RULES}` })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such course' })
  uploadCourseImage(@Param('id', courseId()) id: number, @Req() request: FastifyRequest): Promise<CourseDetailDto> {
    return this.images.replace(id, multipartFileReader(request));
  }

  @TokenScope('catalog:write')
  @Roles('admin')
  @Delete('courses/:id/image')
  @ApiOperation({
    summary: 'Remove a course image',
    description: "Deletes both sizes; cards and the course page show a gradient with the title's initial instead.",
  })
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
  @ApiOperation({
    summary: 'Get a course image',
    description: 'One size of a course image (WebP). A new image gets new addresses, so the answer may be cached for good.',
  })
  @ApiOkResponse({ description: 'One size of a course image (WebP)' })
  @ApiNotFoundResponse({ description: 'No such image' })
  async courseImage(@Param('file') file: string): Promise<StreamableFile> {
    const data = await this.images.read(file);
    return new StreamableFile(data, { type: 'image/webp', length: data.length });
  }
}
