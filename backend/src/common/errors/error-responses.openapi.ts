import type { OpenAPIObject } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto.js';

const ERROR_RESPONSE = { 'application/json': { schema: { $ref: `#/components/schemas/${ErrorResponseDto.name}` } } };

/**
 * Every 4xx and 5xx answer the controllers describe without a body of its own gets ErrorResponseDto,
 * so that the decorators only say when and why. The document must list ErrorResponseDto among its
 * extra models.
 */
export function describeErrorResponses(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const operation of [path.get, path.put, path.post, path.delete, path.patch]) {
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (Number(status) >= 400 && response && !('$ref' in response) && !response.content) response.content = ERROR_RESPONSE;
      }
    }
  }
  return document;
}
