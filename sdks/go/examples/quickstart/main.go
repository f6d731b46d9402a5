// The README's quickstart, kept as a program so that it is built and run against a live gateway by the tests.
package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"

	plugboard "github.com/plugboard/plugboard/sdks/go"
	"github.com/plugboard/plugboard/sdks/go/api"
)

func main() {
	client, err := plugboard.NewClient(os.Getenv("PLUGBOARD_URL"), os.Getenv("PLUGBOARD_API_TOKEN"))
	if err != nil {
		panic(err)
	}
	conn := client.Connection(os.Getenv("PLUGBOARD_ACCESS_TOKEN")) // e.g. a sandbox connection's access token
	for contact, err := range plugboard.List[api.CrmContact](context.Background(), conn, "crm/contacts", nil) {
		if err != nil {
			panic(err)
		}
		fmt.Println("contact", contact.Id, contact.NativeId)
	}

	http.HandleFunc("POST /plugboard", func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body) // the raw bytes, before any JSON parsing
		event, err := plugboard.VerifyWebhook(body, r.Header, os.Getenv("PLUGBOARD_WEBHOOK_SECRET"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusUnauthorized)
			return
		}
		fmt.Println("verified", event.EventType, event.EventId)
	})
	panic(http.ListenAndServe(cmp.Or(os.Getenv("LISTEN"), "127.0.0.1:3000"), nil))
}
