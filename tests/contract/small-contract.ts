/**
 * A small contract that follows every convention, for tests that break one thing at a time and expect
 * the checks to notice. `node` walks into it so a test can change exactly one field.
 */
import { parse } from 'yaml';
import { isObject } from '../../scripts/contract-checks';

const smallContractSource = `
openapi: 3.1.0
info:
  title: 小型接口
  version: 1.0.0
servers:
  - url: /alpha-portal/api/v1
security:
  - UserToken: []
paths:
  /web/thing/detail:
    get:
      operationId: webThingDetail
      summary: 事物详情
      security: []
      parameters:
        - $ref: '#/components/parameters/Timestamp'
      responses:
        '200':
          description: 事物
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/ThingEnvelope'
  /primary/thing/update:
    post:
      operationId: primaryThingUpdate
      summary: 修改事物
      x-rights: [content:edit]
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/ThingUpdateRequest'
      responses:
        '200':
          description: 修改后的事物
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/ThingEnvelope'
        '401':
          $ref: '#/components/responses/Unauthorized'
  /second/thing/file-upload:
    post:
      operationId: secondThingFileUpload
      summary: 上传文件
      x-rights: [domain:apply]
      requestBody:
        required: true
        content:
          multipart/form-data:
            schema:
              type: object
              additionalProperties: false
              required: [file]
              properties:
                file:
                  type: string
                  format: binary
      responses:
        '200':
          description: 已保存
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/ThingEnvelope'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '413':
          $ref: '#/components/responses/PayloadTooLarge'
components:
  securitySchemes:
    UserToken:
      type: apiKey
      in: header
      name: User-Token
  parameters:
    Timestamp:
      name: t
      in: query
      required: false
      schema:
        type: integer
        minimum: 0
  responses:
    Unauthorized:
      description: 未登录
      content:
        application/json:
          schema:
            $ref: '#/components/schemas/ErrorEnvelope'
    PayloadTooLarge:
      description: 文件过大
      content:
        application/json:
          schema:
            $ref: '#/components/schemas/ErrorEnvelope'
  schemas:
    Code:
      type: integer
      enum: [0, 4000]
    ErrorEnvelope:
      type: object
      required: [code, msg, data]
      additionalProperties: false
      properties:
        code:
          $ref: '#/components/schemas/Code'
        msg:
          type: string
        data:
          type: 'null'
    Thing:
      type: object
      required: [id, name]
      additionalProperties: false
      properties:
        id:
          type: string
          format: uuid
        name:
          type: string
          maxLength: 50
    ThingEnvelope:
      type: object
      required: [code, msg, data]
      additionalProperties: false
      properties:
        code:
          $ref: '#/components/schemas/Code'
        msg:
          type: string
        data:
          anyOf:
            - $ref: '#/components/schemas/Thing'
            - type: 'null'
    ThingLabel:
      type: object
      required: [text]
      additionalProperties: false
      properties:
        text:
          type: string
          maxLength: 20
    ThingUpdateRequest:
      type: object
      required: [id, labels]
      additionalProperties: false
      properties:
        id:
          type: string
          format: uuid
        labels:
          type: array
          maxItems: 10
          items:
            $ref: '#/components/schemas/ThingLabel'
`;

/** A fresh copy each call, so tests can change it freely. */
export function smallContract(): unknown {
  return parse(smallContractSource);
}

export { smallContractSource };

/** The object at `path` inside `root`; fails the test loudly when the fixture has no such object. */
export function node(root: unknown, ...path: string[]): Record<string, unknown> {
  let current: unknown = root;
  for (const key of path) current = isObject(current) ? current[key] : undefined;
  if (!isObject(current)) throw new Error(`fixture has no object at ${path.join('.')}`);
  return current;
}
