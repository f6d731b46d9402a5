// Command embedded-mongo runs FerretDB v1 (SQLite backend) embedded as a library, because the
// `go install`ed cmd/ferretdb binary refuses to start (FerretDB issue 2982).
//
// Telemetry: the embeddable package creates no telemetry reporter at all and additionally forces
// the in-memory state to "telemetry disabled + locked" (ferretdb.New); Config has no telemetry or
// state-dir knob, and the state provider is file-less, so nothing is written outside --data.
// No debug/metrics HTTP listener exists in the embeddable package (that lives in cmd/ferretdb).
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "loopback TCP address to listen on")
	data := flag.String("data", "", "existing directory for the SQLite files")
	flag.Parse()

	host, _, err := net.SplitHostPort(*listen)
	if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
		fatal(fmt.Errorf("--listen must be a loopback IP:port, got %q", *listen))
	}
	dir, err := filepath.Abs(*data)
	if *data == "" || err != nil {
		fatal(fmt.Errorf("--data is required"))
	}

	ctx, cancel := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer cancel()

	// Never outlive the parent: stop when stdin reaches EOF or we get re-parented.
	go func() { _, _ = io.Copy(io.Discard, os.Stdin); cancel() }()
	go func() {
		for ppid := os.Getppid(); os.Getppid() == ppid; {
			time.Sleep(time.Second)
		}
		cancel()
	}()

	// Error level: at Warn FerretDB logs every unsupported command (e.g. endSessions) with full wire dumps.
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError}))
	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + filepath.ToSlash(dir) + "/",
	})
	if err != nil {
		fatal(err)
	}

	// New has already bound the socket, so connections queue from here on.
	fmt.Printf("READY %s\n", f.MongoDBURI())
	_ = f.Run(ctx)
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "embedded-mongo:", err)
	os.Exit(1)
}
