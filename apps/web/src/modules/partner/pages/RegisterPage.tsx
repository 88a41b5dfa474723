import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Result, Row, Segmented, Typography } from 'antd';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import {
  REGISTRATION_FILE_MAX_BYTES,
  REGISTRATION_FILE_TYPES,
  REGISTRATION_TYPES,
  registerFields,
  type RegistrationType,
} from '@kenh/contract';
import { FormTextInput } from '../../../platform/inputs';
import { useDocumentTitle, useLocalePath } from '../../../platform/layout';
import { LOGIN_PATH } from '../../../platform/routing';
import { fill, FieldCol, FormBody, useContractForm } from '../../../platform/pages';
import { useRegister } from '../api/registration';
import { usePartnerTexts } from '../locales';

interface Values {
  type: RegistrationType;
  username: string;
  password: string;
  fullname: string;
  phone: string;
  email: string;
  address: string;
  tax_code: string;
  note: string;
}

const defaults = (type: RegistrationType): Values => ({
  type,
  username: '',
  password: '',
  fullname: '',
  phone: '',
  email: '',
  address: '',
  tax_code: '',
  note: '',
});

/** Why a document cannot be sent, checked before sending (the server checks the bytes again). */
export function fileProblem(file: File): 'fileTooBig' | 'fileType' | null {
  if (file.size > REGISTRATION_FILE_MAX_BYTES) return 'fileTooBig';
  if (!(REGISTRATION_FILE_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  return null;
}

/**
 * /register (public, linked from the login page): a distributor, field staff member, collaborator
 * or warehouse applies. One form per type — the labels and the tax code (distributors) follow it —
 * validated with the registration schema of the contract, the optional document checked before it
 * is sent; the application waits for the staff's confirmation (docs/accounts.md).
 */
export function RegisterPage() {
  const texts = usePartnerTexts();
  const localePath = useLocalePath();
  const register = useRegister();
  const [type, setType] = useState<RegistrationType>('NPP');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm<typeof registerFields, Values>(registerFields, defaults('NPP'));
  const { control } = form;
  useDocumentTitle(texts.register.title);

  if (done !== null) {
    return (
      <Flex justify="center" style={{ padding: 16 }}>
        <Result
          status="success"
          title={texts.register.doneTitle}
          subTitle={fill(texts.register.doneText, { username: done })}
          extra={
            <Link to={localePath(LOGIN_PATH)}>
              <Button type="primary">{texts.register.backToLogin}</Button>
            </Link>
          }
        />
      </Flex>
    );
  }

  return (
    <Flex justify="center" style={{ padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 760 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {texts.register.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{texts.register.intro}</Typography.Paragraph>
        <Form.Item label={texts.register.type} layout="vertical">
          <Segmented<RegistrationType>
            block
            value={type}
            onChange={(next) => {
              setType(next);
              form.setValue('type', next);
              if (next !== 'NPP') form.setValue('tax_code', '');
            }}
            options={REGISTRATION_TYPES.map((t) => ({ value: t, label: texts.register.types[t] }))}
          />
        </Form.Item>
        <FormBody
          form={form}
          label={texts.register.title}
          submitLabel={texts.register.submit}
          onCancel={() => form.reset(defaults(type))}
          onSubmit={async (fields) => {
            if (fileError) return;
            await register.mutateAsync({ fields, file });
            setDone(fields.username);
          }}
        >
          <Row gutter={16}>
            <FieldCol>
              <FormTextInput
                name="fullname"
                control={control}
                label={texts.register.fullname[type]}
                maxLength={255}
              />
            </FieldCol>
            <FieldCol>
              <FormTextInput
                name="phone"
                control={control}
                label={texts.register.phone}
                maxLength={12}
                inputMode="tel"
              />
            </FieldCol>
            <FieldCol>
              <FormTextInput
                name="username"
                control={control}
                label={texts.register.username}
                maxLength={150}
                autoComplete="username"
              />
            </FieldCol>
            <FieldCol>
              <FormTextInput
                name="password"
                control={control}
                label={texts.register.password}
                mode="password"
                autoComplete="new-password"
              />
            </FieldCol>
            <FieldCol>
              <FormTextInput name="email" control={control} label={texts.register.email} inputMode="email" />
            </FieldCol>
            {type === 'NPP' && (
              <FieldCol>
                <FormTextInput
                  name="tax_code"
                  control={control}
                  label={texts.register.taxCode}
                  maxLength={20}
                />
              </FieldCol>
            )}
            <FieldCol full>
              <FormTextInput name="address" control={control} label={texts.register.address} />
            </FieldCol>
            <FieldCol full>
              <Controller
                name="note"
                control={control}
                render={({ field }) => (
                  <Form.Item label={texts.register.note} htmlFor="field-note">
                    <Input.TextArea id="field-note" rows={3} maxLength={1000} {...field} />
                  </Form.Item>
                )}
              />
            </FieldCol>
            <FieldCol full>
              <Form.Item
                label={`${texts.register.file} · ${texts.register.fileHint[type]}`}
                htmlFor="field-file"
                validateStatus={fileError ? 'error' : undefined}
                help={fileError ?? undefined}
              >
                <Flex gap={8} align="center" wrap>
                  <input
                    id="field-file"
                    type="file"
                    accept={REGISTRATION_FILE_TYPES.join(',')}
                    onChange={(event) => {
                      const chosen = event.target.files?.[0] ?? null;
                      const problem = chosen && fileProblem(chosen);
                      setFileError(problem ? texts.register[problem] : null);
                      setFile(problem ? null : chosen);
                    }}
                  />
                  {file && <Typography.Text>{file.name}</Typography.Text>}
                </Flex>
              </Form.Item>
            </FieldCol>
          </Row>
        </FormBody>
        <Link to={localePath(LOGIN_PATH)}>{texts.register.haveAccount}</Link>
      </Card>
    </Flex>
  );
}
