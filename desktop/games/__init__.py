"""The games' desktop kits: for each game its 2D scene, 3D table and colours (and shared piece
families, such as the Icehouse pyramids)."""
