// Copyright 2021 FerretDB Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

// offline-mongo: a file added to FerretDB v1.24.2 (see tools/offline-mongo/README.md).
// It is the one rule both the handler and the SQLite backend follow for `_id` ranges,
// so that the handler skips its in-memory sort exactly when the backend's SQL sorts.

package backends

import "github.com/FerretDB/FerretDB/internal/types"

// IDBound is one comparison of `_id` with an ObjectID.
type IDBound struct {
	Op    string // "$eq", "$lt", "$lte", "$gt" or "$gte"
	Value types.ObjectID
}

var idBoundOps = map[string]bool{"$eq": true, "$lt": true, "$lte": true, "$gt": true, "$gte": true}

// IDBoundsOf returns the comparisons of `_id` with ObjectIDs in a filter, and whether
// they are the whole filter (then the SQL condition is exact, not a superset).
//
// Any such comparison makes every matching document's `_id` an ObjectID (MongoDB
// compares within a type only), and ObjectIDs stored as lower-case hex order as
// their bytes do: the SQL order of the matching rows is then their BSON order.
func IDBoundsOf(filter *types.Document) (bounds []IDBound, whole bool) {
	if filter == nil {
		return nil, false
	}

	v, err := filter.Get("_id")
	if err != nil {
		return nil, false
	}

	switch v := v.(type) {
	case types.ObjectID:
		return []IDBound{{Op: "$eq", Value: v}}, filter.Len() == 1
	case *types.Document:
		all := v.Len() > 0

		for _, op := range v.Keys() {
			operand, _ := v.Get(op)

			id, ok := operand.(types.ObjectID)
			if !ok || !idBoundOps[op] {
				all = false
				continue
			}

			bounds = append(bounds, IDBound{Op: op, Value: id})
		}

		return bounds, all && len(bounds) > 0 && filter.Len() == 1
	default:
		return nil, false
	}
}

// IDOrdered reports whether the backend returns a query's rows already in its sort
// order: a sort on `_id` alone, with `_id` bounded by an ObjectID.
func IDOrdered(filter, sort *types.Document) bool {
	if sort.Len() != 1 || sort.Keys()[0] != "_id" {
		return false
	}

	bounds, _ := IDBoundsOf(filter)

	return len(bounds) > 0
}
