import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Put, Req, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { multipartFileReader } from '../../common/uploads/multipart-file.js';
import { IMAGE_UPLOAD_RULES } from '../../common/uploads/upload-policy.js';
import { CourseDetailDto } from './dto/course.dto.js';
import { CourseInstructorsDto, CreateInstructorDto, InstructorDto, UpdateInstructorDto } from './dto/instructor.dto.js';
import { InstructorsService } from './instructors.service.js';

const instructorId = () => new ParseRowIdPipe(ErrorCode.INSTRUCTOR_NOT_FOUND, 'Instructor not found');

@ApiTags('instructors')
@Controller()
export class InstructorsController {
  constructor(private readonly instructors: InstructorsService) {}

  @TokenScope('catalog:read')
  @Roles('admin')
  @Get('instructors')
  @ApiOperation({ summary: 'List instructors', description: 'Every instructor profile, by name, for the admin screens.' })
  @ApiOkResponse({ type: [InstructorDto] })
  @ApiForbiddenResponse({ description: 'Admins only' })
  listInstructors(): Promise<InstructorDto[]> {
    return this.instructors.list();
  }

  @TokenScope('catalog:write')
  @Roles('admin')
  @Post('instructors')
  @ApiOperation({
    summary: 'Create an instructor',
    description:
      'An instructor profile: name, title, a plain-text bio, credentials and labelled http(s) links. The photo is uploaded separately.',
  })
  @ApiOkResponse({ type: InstructorDto })
  @ApiBadRequestResponse({ description: 'Invalid input, with a message' })
  @ApiForbiddenResponse({ description: 'Admins only' })
  createInstructor(@Body() body: CreateInstructorDto): Promise<InstructorDto> {
    return this.instructors.create(body);
  }

  @TokenScope('catalog:write')
  @Roles('admin')
  @Patch('instructors/:id')
  @ApiOperation({
    summary: 'Update an instructor',
    description: 'Changes the fields sent; every course showing the instructor shows the change.',
  })
  @ApiOkResponse({ type: InstructorDto })
  @ApiBadRequestResponse({ description: 'Invalid input, with a message' })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such instructor' })
  updateInstructor(@Param('id', instructorId()) id: number, @Body() body: UpdateInstructorDto): Promise<InstructorDto> {
    return this.instructors.update(id, body);
  }

  @TokenScope('catalog:write')
  @Roles('admin')
  @Delete('instructors/:id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete an instructor',
    description: 'Deletes the profile and its photo, and takes the instructor off every course.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such instructor' })
  deleteInstructor(@Param('id', instructorId()) id: number): Promise<void> {
    return this.instructors.delete(id);
  }

  @TokenScope('catalog:write')
  @Roles('admin')
  @Put('instructors/:id/photo')
  @ApiOperation({
    summary: "Upload an instructor's photo",
    description: 'A JPEG, PNG or WebP picture (multipart field `file`), cropped to a 400×400 WebP without its metadata, at a new address.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: InstructorDto })
  @ApiBadRequestResponse({ description: `Not a picture the upload rules accept. ${IMAGE_UPLOAD_RULES}` })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such instructor' })
  uploadInstructorPhoto(@Param('id', instructorId()) id: number, @Req() request: FastifyRequest): Promise<InstructorDto> {
    return this.instructors.replacePhoto(id, multipartFileReader(request));
  }

  @TokenScope('catalog:write')
  @Roles('admin')
  @Delete('instructors/:id/photo')
  @ApiOperation({ summary: "Remove an instructor's photo", description: 'Course pages show the initials instead.' })
  @ApiOkResponse({ type: InstructorDto })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such instructor' })
  removeInstructorPhoto(@Param('id', instructorId()) id: number): Promise<InstructorDto> {
    return this.instructors.removePhoto(id);
  }

  @Public()
  @Get('instructor-photos/:file')
  // A new photo gets a new address, so an address never changes what it shows.
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @ApiOperation({
    summary: "Get an instructor's photo",
    description: 'A 400×400 WebP; a new photo gets a new address, so the answer may be cached for good.',
  })
  @ApiOkResponse({ description: 'The photo (WebP)' })
  @ApiNotFoundResponse({ description: 'No such photo' })
  async instructorPhoto(@Param('file') file: string): Promise<StreamableFile> {
    const data = await this.instructors.readPhoto(file);
    return new StreamableFile(data, { type: 'image/webp', length: data.length });
  }

  @TokenScope('catalog:write')
  @Roles('admin')
  @Put('courses/:id/instructors')
  @ApiOperation({
    summary: "Set a course's instructors",
    description: "Replaces the course's instructors with the ones listed, in that order (each once); an empty list removes them.",
  })
  @ApiOkResponse({ type: CourseDetailDto })
  @ApiBadRequestResponse({ description: 'Invalid input, an instructor listed twice or one that does not exist' })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such course' })
  setCourseInstructors(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Body() body: CourseInstructorsDto,
  ): Promise<CourseDetailDto> {
    return this.instructors.setCourseInstructors(id, body.instructorIds);
  }
}
