// The contest page loads its play form, a player's own plays and progress line, the Enroll button, entry selector,
// analysis, scoring log, Share and its dialog, and chat only when it shows them, so they are not part of a visitor's first load. Tests of
// the page import this module first: those parts are compiled before a test starts, and the page shows them as soon
// as it renders, as a browser does once their code has arrived.
import '../chat/components/contest-chat';
import '../components/analysis-dialog';
import '../components/enroll-button';
import '../components/my-plays';
import '../components/open-race-play';
import '../components/pick-progress-line';
import '../components/player-select';
import '../components/after-pick';
import '../components/play-form';
import '../components/scoring-log-dialog';
import '../components/share-button';
import '../components/share-card-dialog';
import '../components/sponsor-logos';
import '@cj/shared/rules/pick-progress';
