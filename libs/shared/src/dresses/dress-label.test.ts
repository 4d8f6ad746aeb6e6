import { describe, expect, it } from '@jest/globals';
import { dressLabel, dressShortName, findDressByName, namesDress } from './dress-label';

const aurora = { id: 'a', name: 'Aurora', designer: 'Maggie Sottero', styleNumber: '21MS345' };
const celeste = { id: 'c', name: 'Celeste', designer: 'Stella York', styleNumber: 'SY7788' };
const secondAurora = { id: 'a2', name: 'Aurora', designer: 'Other House', styleNumber: 'OH1' };
const inventory = [aurora, celeste, secondAurora];

describe('a dress known by its typed name', () => {
  it('labels a dress the way plans and checklists name it', () => {
    expect(dressLabel(aurora)).toBe('Aurora (Maggie Sottero, style 21MS345)');
    expect(dressLabel({ name: '', designer: 'Stella York', styleNumber: 'SY7788' })).toBe('SY7788 (Stella York)');
    expect(dressLabel({ name: '', designer: '', styleNumber: '' })).toBe('Unnamed gown');
  });

  it('finds it by its label, name or style number, whatever the case, spaces or marks', () => {
    expect(findDressByName(inventory, 'Aurora (Maggie Sottero, style 21MS345)')).toBe(aurora);
    expect(findDressByName(inventory, '  celeste ')).toBe(celeste);
    expect(findDressByName(inventory, 'sy-7788')).toBe(celeste);
    expect(findDressByName(inventory, 'Aurora (Other House, style OH1)')).toBe(secondAurora);
  });

  it('takes the first dress of a shared name, tries each name in turn, and finds nothing in a blank', () => {
    expect(findDressByName(inventory, 'AURORA')).toBe(aurora);
    expect(findDressByName(inventory, 'Not stocked', 'Celeste')).toBe(celeste);
    expect(findDressByName(inventory, '', '  ')).toBeNull();
    expect(findDressByName(inventory, 'Juno')).toBeNull();
  });

  it('tells whether a typed name means the dress a label names: the whole label or its name', () => {
    const label = dressLabel(aurora);
    expect(dressShortName(label)).toBe('Aurora');
    expect(namesDress(label, 'aurora')).toBe(true);
    expect(namesDress(label, ' Aurora (Maggie Sottero, style 21MS345) ')).toBe(true);
    expect(namesDress(label, 'Celeste')).toBe(false);
    expect(namesDress(label, '  ')).toBe(false);
  });
});
