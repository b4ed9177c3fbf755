import { Carousel } from 'antd';
import { LOGIN_CAROUSEL_AUTOPLAY_MS } from '../shell/config';

/** The side carousel of a company's login page, fed by its loginCarrousel (autoplay every 6 s, spec §9); as tall as the form beside it. */
export function LoginCarousel({ images, alt }: { images: string[]; alt: string }) {
  return (
    <div data-testid="login-carousel">
      <Carousel autoplay autoplaySpeed={LOGIN_CAROUSEL_AUTOPLAY_MS} dots={images.length > 1}>
      {images.map((src, i) => (
        <div key={`${src}-${i}`}>
          <img
            src={src}
            alt={`${alt} ${i + 1}`}
            loading={i === 0 ? 'eager' : 'lazy'}
            style={{ display: 'block', width: '100%', height: 580, objectFit: 'cover' }}
          />
        </div>
      ))}
      </Carousel>
    </div>
  );
}
