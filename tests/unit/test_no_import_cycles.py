"""No module of the package imports, directly or through others, a module that imports it:
every layer and every folder can be read, tested and replaced from the bottom up."""

from __future__ import annotations

import grimp


def test_no_module_is_part_of_an_import_cycle():
    graph = grimp.build_graph("cavalo_gui")
    cycles = []
    for importer in sorted(graph.modules):
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            back = graph.find_shortest_chain(importer=imported, imported=importer)
            if back is not None:
                cycles.append(" -> ".join((importer, *back)))
    assert cycles == []
