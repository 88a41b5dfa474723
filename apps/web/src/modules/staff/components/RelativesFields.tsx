import { Button, Card, Col, Form, Row, Typography } from 'antd';
import { useFieldArray, type Control } from 'react-hook-form';
import type { CreateStaffBody } from '@kenh/contract';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { useLocale } from '../../../platform/layout';
import { useRelations } from '../api/staff';
import { useStaffTexts } from '../locales';
import type { StaffFormValues } from './staff-form-values';

/**
 * "Quan hệ gia đình": the staff member's relatives, one row each (one line in the wide form on
 * desktop), added and removed in the form.
 */
export function RelativesFields({
  control,
  readOnly,
}: {
  control: Control<StaffFormValues, unknown, CreateStaffBody>;
  readOnly: boolean;
}) {
  const texts = useStaffTexts();
  const lang = useLocale();
  const relations = useRelations();
  const relatives = useFieldArray({ control, name: 'relatives' });
  return (
    <Card
      title={texts.sections.relatives}
      size="small"
      extra={
        !readOnly && (
          <Button
            onClick={() =>
              relatives.append({
                relation: 'father',
                fullname: '',
                birth_year: null,
                phone: '',
                occupation: '',
              })
            }
          >
            {texts.relatives.add}
          </Button>
        )
      }
    >
      {relatives.fields.length === 0 && (
        <Typography.Text type="secondary">{texts.relatives.empty}</Typography.Text>
      )}
      {relatives.fields.map((item, index) => (
        <Row gutter={8} key={item.id} align="bottom" data-testid="relative-row">
          <Col xs={24} md={8} lg={4}>
            <FormSelectField
              name={`relatives.${index}.relation`}
              control={control}
              label={texts.relatives.relation}
              options={(relations.data ?? []).map((r) => ({ value: r.code, label: r[lang] }))}
            />
          </Col>
          <Col xs={24} md={16} lg={6}>
            <FormTextInput
              name={`relatives.${index}.fullname`}
              control={control}
              label={texts.relatives.fullname}
              maxLength={150}
            />
          </Col>
          <Col xs={12} md={5} lg={3}>
            <FormTextInput
              name={`relatives.${index}.birth_year`}
              control={control}
              label={texts.relatives.birthYear}
              maxLength={4}
              inputMode="numeric"
            />
          </Col>
          <Col xs={12} md={7} lg={4}>
            <FormTextInput
              name={`relatives.${index}.phone`}
              control={control}
              label={texts.relatives.phone}
              maxLength={12}
            />
          </Col>
          <Col xs={18} md={8} lg={5}>
            <FormTextInput
              name={`relatives.${index}.occupation`}
              control={control}
              label={texts.relatives.occupation}
              maxLength={150}
            />
          </Col>
          <Col xs={6} md={4} lg={2}>
            <Form.Item>
              <Button danger onClick={() => relatives.remove(index)} disabled={readOnly}>
                {texts.relatives.remove}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      ))}
    </Card>
  );
}
