// Command offline-mongo runs FerretDB v1 (MongoDB wire protocol over SQLite) on
// loopback, for machines where no mongod binary can be had.
//
// It embeds the library package because `go install .../cmd/ferretdb` builds a
// binary that panics at start (missing generated version file).
//
// FerretDB v1 applies an update as "query, then write the new document back", so two
// concurrent $inc on one document can lose one of them. A small proxy in front of
// it therefore runs write commands one at a time, which gives the atomic counters
// and race-free unique indexes a real MongoDB server gives. Reads stay concurrent.
package main

import (
	"context"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dir := flag.String("dir", ".data/ferretdb", "directory for the SQLite files")
	exitWithStdin := flag.Bool("exit-with-stdin", false, "stop when standard input closes, i.e. when the parent process is gone")
	flag.Parse()

	abs, err := filepath.Abs(*dir)
	if err != nil {
		fail(err)
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		fail(err)
	}
	// Two servers on one set of SQLite files would corrupt it: hold a lock for our lifetime.
	lock, err := os.OpenFile(filepath.Join(abs, "offline-mongo.lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		fail(err)
	}
	// Closing the file releases the lock; the deferred Close also keeps it from being
	// garbage-collected (and closed) while the server runs.
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		fail(fmt.Errorf("%s is in use by another offline-mongo", abs))
	}

	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError}))
	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: "127.0.0.1:0"},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	})
	if err != nil {
		fail(err)
	}
	backend := strings.TrimSuffix(strings.TrimPrefix(db.MongoDBURI(), "mongodb://"), "/")

	listener, err := net.Listen("tcp", *listen)
	if err != nil {
		fail(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if *exitWithStdin {
		// The parent keeps our stdin open; when it dies, even by SIGKILL, we stop too.
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			cancel()
		}()
	}

	go func() {
		<-ctx.Done()
		listener.Close()
	}()
	go serve(listener, backend)

	// The parent process waits for this line before connecting.
	fmt.Printf("ready mongodb://%s/\n", listener.Addr())
	if err := db.Run(ctx); err != nil {
		fail(err)
	}
}

// writeLock serialises write commands across all client connections.
var writeLock sync.Mutex

var writeCommands = map[string]bool{
	"insert": true, "update": true, "delete": true, "findandmodify": true,
	"createindexes": true, "create": true, "drop": true, "dropdatabase": true, "dropindexes": true,
}

func serve(listener net.Listener, backend string) {
	for {
		client, err := listener.Accept()
		if err != nil {
			return
		}
		go proxy(client, backend)
	}
}

func proxy(client net.Conn, backend string) {
	defer client.Close()
	upstream, err := net.Dial("tcp", backend)
	if err != nil {
		return
	}
	defer upstream.Close()

	for {
		request, err := readMessage(client)
		if err != nil {
			return
		}
		write := isWrite(request)
		if write {
			writeLock.Lock()
		}
		err = exchange(upstream, client, request)
		if write {
			writeLock.Unlock()
		}
		if err != nil {
			return
		}
	}
}

// exchange sends one request and relays its reply, unless the client asked for none.
func exchange(upstream, client net.Conn, request []byte) error {
	if _, err := upstream.Write(request); err != nil {
		return err
	}
	if !expectsReply(request) {
		return nil
	}
	reply, err := readMessage(upstream)
	if err != nil {
		return err
	}
	_, err = client.Write(reply)
	return err
}

func readMessage(r io.Reader) ([]byte, error) {
	var header [16]byte
	if _, err := io.ReadFull(r, header[:]); err != nil {
		return nil, err
	}
	length := int(binary.LittleEndian.Uint32(header[0:4]))
	if length < 16 || length > 48*1024*1024 {
		return nil, errors.New("bad message length")
	}
	message := make([]byte, length)
	copy(message, header[:])
	if _, err := io.ReadFull(r, message[16:]); err != nil {
		return nil, err
	}
	return message, nil
}

const opMsg = 2013

// expectsReply is false only for OP_MSG with the moreToCome flag (unacknowledged writes).
func expectsReply(message []byte) bool {
	if binary.LittleEndian.Uint32(message[12:16]) != opMsg || len(message) < 20 {
		return true
	}
	return binary.LittleEndian.Uint32(message[16:20])&2 == 0
}

// isWrite reads the command name: the first key of the OP_MSG body section.
func isWrite(message []byte) bool {
	if binary.LittleEndian.Uint32(message[12:16]) != opMsg || len(message) < 27 || message[20] != 0 {
		return false
	}
	body := message[21:]
	if len(body) < 6 {
		return false
	}
	name := body[5:] // skip document length (4) and element type (1)
	end := 0
	for end < len(name) && name[end] != 0 {
		end++
	}
	return writeCommands[strings.ToLower(string(name[:end]))]
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "offline-mongo:", err)
	os.Exit(1)
}
