// Field lists written in forms the first field tests do not cover (issue 18, generation session 23):
// whose list a bracket or an "each X has" sentence is, and what type a measured word has. Sentences
// written for these tests, not taken from the eval corpus.
import test from 'node:test';
import assert from 'node:assert/strict';
import { type GeneratedField as F, generatedSchema } from '../support/generated-schema.ts';

const entityFields = (prompt: string) => generatedSchema(prompt, 'Fields');
const typeOf = (fs: F[] | undefined, n: string) => fs?.find((f) => f.name === n)?.type;

test('fields: "each X has …" after a heading that names a record of the same kind is still X\'s list', () => {
  const a = entityFields('Cycling training log: each run has a date and a heart rate');
  assert.equal(typeOf(a.Run, 'heart_rate'), 'number', JSON.stringify(a));
  assert.equal(typeOf(a.Training, 'heart_rate'), undefined, JSON.stringify(a));
});

test('fields: a bracket after "X that comes in / arrives" is X\'s list', () => {
  const a = entityFields('a post room: we log each parcel that arrives (weight, sender, tracking number) and each courier');
  assert.equal(typeOf(a.Parcel, 'weight'), 'number', JSON.stringify(a));
  assert.equal(typeOf(a.Parcel, 'sender'), 'string', JSON.stringify(a));
});

test('fields: a bracket of one field word with its values ("plots (size small/medium/large)") is a list of one', () => {
  const a = entityFields('an allotment app: plots (size small/medium/large) and tenants');
  const size = a.Plot?.find((f) => f.name === 'size');
  assert.deepEqual(size?.values, ['small', 'medium', 'large'], JSON.stringify(a));
});

test('fields: a collection\'s bracket ("my tea stash (…)") lists what each of its items has', () => {
  const a = entityFields("a tea lover's app: my tea stash (name, origin, grams left) and tastings");
  assert.equal(typeOf(a.Tea, 'origin'), 'string', JSON.stringify(a));
  assert.equal(typeOf(a.Tea, 'grams_left'), 'integer', JSON.stringify(a));
});

test('fields: "gift ideas for each person with …" lists the fields of the record the qualifier names', () => {
  const a = entityFields('A planner where users add party ideas for each child with a budget and a theme.');
  assert.equal(typeOf(a.Party, 'budget'), 'number', JSON.stringify(a));
  assert.equal(typeOf(a.Child, 'budget'), undefined, JSON.stringify(a));
});

test('fields: the level of a substance is a measured number, not a skill level', () => {
  const a = entityFields('an aquarium log: tanks, and water tests with a date, nitrate level and ammonia level');
  const fs = Object.values(a).flat();
  assert.equal(fs.find((f) => f.name === 'nitrate_level')?.type, 'number', JSON.stringify(a));
  assert.equal(fs.find((f) => f.name === 'ammonia_level')?.type, 'number', JSON.stringify(a));
});

test('fields: what the speaker takes down after an act that is a record ("groups book a lane. We need the …") is that record\'s', () => {
  const a = entityFields(
    'Climbing gym: teams book a wall for an evening. We need the captain name, how many climbers and whether the waiver is signed.',
  );
  assert.equal(typeOf(a.Booking, 'captain_name'), 'string', JSON.stringify(a));
  assert.equal(typeOf(a.Booking, 'climbers'), 'integer', JSON.stringify(a));
  assert.equal(typeOf(a.Wall, 'captain_name'), undefined, JSON.stringify(a));
  const b = entityFields(
    'a florist. people order bouquets for delivery, we need the order, the card message, delivery date and whether it has been paid',
  );
  assert.equal(typeOf(b.Order, 'card_message'), 'text', JSON.stringify(b));
  assert.equal(typeOf(b.Order, 'order'), undefined, JSON.stringify(b));
});

test('fields: a join a judging verb names ("diners rate dishes" → Rating) holds the judgement', () => {
  const a = entityFields('a supper club app: diners and dishes; diners rate dishes after each dinner');
  assert.ok(a.Rating, JSON.stringify(a));
  assert.equal(typeOf(a.Rating, 'score'), 'integer', JSON.stringify(a.Rating));
});

test('fields: "A, B and C with …" is the last item\'s list; "B and C with …" alone describes both', () => {
  const a = entityFields('a repair café: visitors, volunteers and repairs with a date and an outcome');
  assert.equal(typeOf(a.Repair, 'date'), 'date', JSON.stringify(a));
  assert.equal(typeOf(a.Volunteer, 'outcome'), undefined, JSON.stringify(a));
  assert.equal(typeOf(a.Volunteer, 'date'), undefined, JSON.stringify(a));
  const b = entityFields('a ski hire shop: we rent out snowboards and helmets with a size and a condition');
  assert.ok(typeOf(b.Snowboard, 'size') && typeOf(b.Helmet, 'size'), JSON.stringify(b));
});

test('fields: "assigned X" in a list, where X is a record the app keeps, is the link to it', () => {
  const a = entityFields('sign language service: interpreters (name, languages) and bookings (date, venue, assigned interpreter)');
  const f = a.Booking?.find((x) => x.name === 'assigned_interpreter');
  assert.equal(f?.type, 'relation', JSON.stringify(a));
  assert.equal(f?.target, 'Interpreter', JSON.stringify(a));
});
