package plugboard

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/plugboard/plugboard/sdks/go/api"
)

// ErrWebhookSignature means a delivery's signature is missing or does not verify: answer 401 and drop it.
var ErrWebhookSignature = errors.New("plugboard: webhook signature does not verify")

// ErrWebhookMissingHeader means a delivery lacks a header its scheme needs (it is also an ErrWebhookSignature).
var ErrWebhookMissingHeader = fmt.Errorf("%w: a signature header is missing", ErrWebhookSignature)

// ErrWebhookTimestamp means a delivery's timestamp is unreadable or outside the freshness window (a replay).
var ErrWebhookTimestamp = errors.New("plugboard: webhook timestamp is outside the freshness window")

// DefaultWebhookTolerance is how far a delivery's timestamp may be from now (either way).
const DefaultWebhookTolerance = 5 * time.Minute

// WebhookVerifier checks the deliveries of project webhooks. Set Secret (the webhook's own `whsec_...` secret,
// the Standard Webhooks scheme: webhook-id, webhook-timestamp, webhook-signature) or APIToken (the seed's
// scheme: x-svc-timestamp, x-svc-webhook-signature) or both; the Secret is tried first.
type WebhookVerifier struct {
	Secret    string
	APIToken  string
	Tolerance time.Duration    // DefaultWebhookTolerance when 0
	Now       func() time.Time // time.Now when nil
}

// VerifyWebhook checks the raw body of a delivery against its headers with key, which is either the webhook's
// `whsec_...` secret or the environment's API token, and returns the event. Pass the body's exact bytes, before
// any JSON parsing.
//
//	body, _ := io.ReadAll(r.Body)
//	event, err := plugboard.VerifyWebhook(body, r.Header, os.Getenv("PLUGBOARD_WEBHOOK_SECRET"))
func VerifyWebhook(body []byte, header http.Header, key string) (*api.ConnectorEvent, error) {
	v := WebhookVerifier{APIToken: key}
	if strings.HasPrefix(key, "whsec_") {
		v = WebhookVerifier{Secret: key}
	}
	return v.Verify(body, header)
}

// Verify checks one delivery and returns its event.
func (v WebhookVerifier) Verify(body []byte, header http.Header) (*api.ConnectorEvent, error) {
	if v.Secret == "" && v.APIToken == "" {
		return nil, errors.New("plugboard: WebhookVerifier has neither Secret nor APIToken")
	}
	var first error
	ok := false
	if v.Secret != "" {
		first = v.verifyStandard(body, header)
		ok = first == nil
	}
	if !ok && v.APIToken != "" {
		err := v.verifySeed(body, header)
		ok = err == nil
		if first == nil {
			first = err
		}
	}
	if !ok {
		return nil, first
	}
	var ev api.ConnectorEvent
	if err := json.Unmarshal(body, &ev); err != nil {
		return nil, fmt.Errorf("plugboard: webhook body: %w", err)
	}
	return &ev, nil
}

func (v WebhookVerifier) fresh(at time.Time) bool {
	tolerance := v.Tolerance
	if tolerance <= 0 {
		tolerance = DefaultWebhookTolerance
	}
	now := time.Now
	if v.Now != nil {
		now = v.Now
	}
	d := now().Sub(at)
	return d <= tolerance && d >= -tolerance
}

// verifyStandard: `webhook-signature` holds space-separated `v1,<base64 HMAC-SHA256>` entries over
// "<webhook-id>.<webhook-timestamp>.<body>", keyed with the base64-decoded part of the secret after `whsec_`.
func (v WebhookVerifier) verifyStandard(body []byte, header http.Header) error {
	id, ts, sigs := header.Get("webhook-id"), header.Get("webhook-timestamp"), header.Get("webhook-signature")
	if id == "" || ts == "" || sigs == "" {
		return ErrWebhookMissingHeader
	}
	secs, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || !v.fresh(time.Unix(secs, 0)) {
		return ErrWebhookTimestamp
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(v.Secret, "whsec_"))
	if err != nil {
		return fmt.Errorf("plugboard: the webhook secret is not whsec_ followed by base64: %w", err)
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(id + "." + ts + "."))
	mac.Write(body)
	expected := mac.Sum(nil)
	for _, entry := range strings.Fields(sigs) {
		version, sig, ok := strings.Cut(entry, ",")
		if !ok || version != "v1" {
			continue
		}
		given, err := base64.StdEncoding.DecodeString(sig)
		if err == nil && hmac.Equal(given, expected) {
			return nil
		}
	}
	return ErrWebhookSignature
}

// verifySeed: `x-svc-webhook-signature` is the lowercase hex SHA-256 of "<API token>:<x-svc-timestamp>:<body>",
// the timestamp in milliseconds.
func (v WebhookVerifier) verifySeed(body []byte, header http.Header) error {
	ts, sig := header.Get("x-svc-timestamp"), header.Get("x-svc-webhook-signature")
	if ts == "" || sig == "" {
		return ErrWebhookMissingHeader
	}
	ms, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || !v.fresh(time.UnixMilli(ms)) {
		return ErrWebhookTimestamp
	}
	h := sha256.New()
	h.Write([]byte(v.APIToken + ":" + ts + ":"))
	h.Write(body)
	expected := hex.EncodeToString(h.Sum(nil))
	if subtle.ConstantTimeCompare([]byte(strings.ToLower(sig)), []byte(expected)) != 1 {
		return ErrWebhookSignature
	}
	return nil
}

// maxWebhookBody bounds what WebhookHandler reads: the gateway's events are a few KiB.
const maxWebhookBody = 5 << 20

// WebhookHandler is an http.Handler for the deliveries of a project webhook: it reads the raw body (at most 5 MiB),
// verifies it with v, answers 401 when it does not verify, calls handle with the event, and answers 204 (or 500
// when handle fails, so that the gateway delivers it again later). De-duplicate on the event's EventId.
func (v WebhookVerifier) WebhookHandler(handle func(ctx context.Context, event *api.ConnectorEvent) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			http.Error(w, "POST only", http.StatusMethodNotAllowed)
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxWebhookBody))
		if err != nil {
			http.Error(w, "body too large or unreadable", http.StatusRequestEntityTooLarge)
			return
		}
		event, err := v.Verify(body, r.Header)
		if err != nil {
			http.Error(w, "webhook does not verify", http.StatusUnauthorized)
			return
		}
		if err := handle(r.Context(), event); err != nil {
			http.Error(w, "handler failed", http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}
