import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { WALL_CANVAS_ON_ROOM, isFilled, posterBoxOnCanvas, type WallPoster } from '../../../domain';
import * as css from './gallery-wall.css';
import { PHONE_SIZES } from '../../styles/media';

/** Arrow keys move a picked-up poster by this many pixels (about 2 cm on a desktop wall). */
const KEY_STEP_PX = 12;

const imageOf = (p: WallPoster): string | undefined =>
  p.product?.images.find((i) => i.type === 'margin')?.url ?? p.product?.images.find((i) => i.type === 'featured')?.url;
const overlayOf = (p: WallPoster): string | undefined =>
  p.frame?.images.find((i) => i.type === (p.portrait ? 'frame_overlay_portrait' : 'frame_overlay_landscape'))?.url;

/** Keeps a dragged poster inside the wall while it moves (the machine clamps the drop too). */
const insideCanvas: Modifier = ({ transform, draggingNodeRect, containerNodeRect }) => {
  if (!draggingNodeRect || !containerNodeRect) return transform;
  const x = Math.min(
    Math.max(transform.x, containerNodeRect.left - draggingNodeRect.left),
    containerNodeRect.right - draggingNodeRect.right,
  );
  const y = Math.min(
    Math.max(transform.y, containerNodeRect.top - draggingNodeRect.top),
    containerNodeRect.bottom - draggingNodeRect.bottom,
  );
  return { ...transform, x, y };
};

const Place = ({
  poster,
  index,
  active,
  label,
  onSelect,
}: {
  poster: WallPoster;
  index: number;
  active: boolean;
  label: string;
  onSelect: (i: number) => void;
}) => {
  const filled = isFilled(poster);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `poster-${index}`, disabled: !filled });
  const box = posterBoxOnCanvas(poster.size, poster.portrait);
  const art = imageOf(poster);
  const overlay = overlayOf(poster);
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...(filled ? attributes : {})}
      {...(filled ? listeners : {})}
      aria-label={label}
      aria-pressed={active}
      data-testid="wall-place"
      data-index={index}
      data-filled={filled}
      className={`${filled ? css.place : css.placeEmpty} ${active ? css.placeActive : ''}`}
      onClick={() => onSelect(index)}
      style={{
        top: `${poster.position.top}%`,
        left: `${poster.position.left}%`,
        width: `${box.width}%`,
        height: `${box.height}%`,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 3 : 1,
        cursor: filled ? (isDragging ? 'grabbing' : 'grab') : 'pointer',
      }}
    >
      {art && <img className={css.placeImg} src={`${art}?w=320`} alt="" draggable={false} />}
      {overlay && <img className={css.frameImg} src={`${overlay}?w=320`} alt="" draggable={false} data-testid="wall-frame" />}
      {!filled && <span aria-hidden="true">{index + 1}</span>}
    </button>
  );
};

/**
 * The wall: the room picture (small first, then sharp), the canvas at the room's calibrated
 * scale (one centimetre is the same for every poster), and the posters, moved with @dnd-kit by
 * pointer, touch or keyboard (Space to pick up, arrows to move, Space to drop), with
 * screen-reader announcements. Zoomed, the room is twice as large and its frame scrolls: one
 * finger pans the room, a held finger on a poster drags it.
 */
export const WallStage = ({
  environmentUrl,
  posters,
  activeIndex,
  zoomed,
  onSelect,
  onMove,
  children,
}: {
  environmentUrl: string;
  posters: readonly WallPoster[];
  activeIndex: number | null;
  /** Drawn at twice its size inside a frame that scrolls (phones). */
  zoomed: boolean;
  onSelect: (index: number) => void;
  onMove: (index: number, dxPercent: number, dyPercent: number) => void;
  children?: React.ReactNode;
}) => {
  const intl = useIntl();
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: (event, { currentCoordinates }) => {
        const d = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[event.code] as
          [number, number] | undefined;
        return d ? { x: currentCoordinates.x + d[0] * KEY_STEP_PX, y: currentCoordinates.y + d[1] * KEY_STEP_PX } : undefined;
      },
    }),
  );
  const name = (id: string | number) => {
    const p = posters[Number(String(id).replace('poster-', ''))];
    return p?.product?.name ?? '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      intl.formatMessage(
        {
          id: 'wall.dnd.start',
          defaultMessage: 'Picked up {name}. Use the arrow keys to move it, Space to drop it, Escape to cancel.',
        },
        { name: name(active.id) },
      ),
    onDragMove: ({ active }) =>
      intl.formatMessage({ id: 'wall.dnd.move', defaultMessage: '{name} is moving.' }, { name: name(active.id) }),
    onDragOver: () => undefined,
    onDragEnd: ({ active }) =>
      intl.formatMessage({ id: 'wall.dnd.end', defaultMessage: '{name} was dropped.' }, { name: name(active.id) }),
    onDragCancel: ({ active }) =>
      intl.formatMessage(
        { id: 'wall.dnd.cancel', defaultMessage: 'Moving {name} was cancelled; it is back where it was.' },
        { name: name(active.id) },
      ),
  };
  const onDragEnd = (e: DragEndEvent) => {
    const rect = e.active.rect.current.initial;
    const canvas = (document.querySelector('[data-testid="wall-canvas"]') as HTMLElement | null)?.getBoundingClientRect();
    if (!rect || !canvas || canvas.width === 0) return;
    onMove(
      Number(String(e.active.id).replace('poster-', '')),
      (e.delta.x / canvas.width) * 100,
      (e.delta.y / canvas.height) * 100,
    );
  };
  const c = WALL_CANVAS_ON_ROOM;
  return (
    <div className={css.roomFrame} data-testid="wall-frame-box" data-zoomed={zoomed}>
      <div className={zoomed ? css.roomZoomed : css.room} data-testid="wall-room">
        <img className={css.roomLow} src={`${environmentUrl}?w=160`} alt="" width={160} height={107} />
        <img
          key={environmentUrl}
          className={loadedUrl === environmentUrl ? css.roomHighLoaded : css.roomHigh}
          src={`${environmentUrl}?w=960`}
          srcSet={`${environmentUrl}?w=640 640w, ${environmentUrl}?w=960 960w, ${environmentUrl}?w=1280 1280w`}
          sizes={`${PHONE_SIZES} 100vw, 70vw`}
          alt=""
          width={1500}
          height={1000}
          onLoad={() => setLoadedUrl(environmentUrl)}
        />
        <DndContext
          id="gallery-wall"
          sensors={sensors}
          modifiers={[insideCanvas]}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: intl.formatMessage({
                id: 'wall.dnd.instructions',
                defaultMessage:
                  'To move a poster, press Space, then the arrow keys; press Space again to drop it or Escape to cancel.',
              }),
            },
          }}
        >
          <div
            className={css.canvas}
            data-testid="wall-canvas"
            style={{ left: `${c.left}%`, top: `${c.top}%`, width: `${c.width}%`, height: `${c.height}%` }}
          >
            {posters.map((p, i) => (
              <Place
                key={i}
                poster={p}
                index={i}
                active={activeIndex === i}
                onSelect={onSelect}
                label={
                  p.product
                    ? intl.formatMessage(
                        { id: 'wall.place.filled', defaultMessage: 'Place {number}: {name}, {size} cm' },
                        { number: i + 1, name: p.product.name, size: p.size },
                      )
                    : intl.formatMessage(
                        { id: 'wall.place.empty', defaultMessage: 'Place {number}: empty, {size} cm. Choose a poster' },
                        { number: i + 1, size: p.size },
                      )
                }
              />
            ))}
          </div>
        </DndContext>
      </div>
      {children}
    </div>
  );
};
